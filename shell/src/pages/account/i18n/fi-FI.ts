/** Texts of the account page (fi-FI). */
export default {
  'shell.account.title': 'Oma tili',
  'shell.account.heading': 'Oma tili',
  'shell.account.tabs': 'Oman tilin osiot',
  'shell.account.tab.general': 'Yleiset',
  'shell.account.tab.security': 'Tietoturva',
  'shell.account.tab.locations': 'Käyttöpaikat',
  'shell.account.saving': 'Tallennetaan…',
  'shell.account.profile.heading': 'Omat tiedot',
  'shell.account.profile.firstName': 'Etunimi',
  'shell.account.profile.lastName': 'Sukunimi',
  'shell.account.profile.username': 'Käyttäjätunnus',
  'shell.account.profile.email': 'Sähköposti',
  'shell.account.profile.phoneNumber': 'Puhelinnumero',
  'shell.account.profile.contactHint': 'Anna sähköpostiosoite, puhelinnumero tai molemmat.',
  'shell.account.profile.phoneHint': 'Esimerkiksi 0501234567 tai +358501234567.',
  'shell.account.profile.saved': 'Tiedot on tallennettu.',
  'shell.account.password.heading': 'Vaihda salasana',
  'shell.account.password.current': 'Nykyinen salasana',
  'shell.account.password.new': 'Uusi salasana',
  'shell.account.password.rule':
    'Vähintään 8 merkkiä, joissa on numeroita sekä isoja ja pieniä kirjaimia. Pitkä salasanalause (enintään 128 merkkiä) on turvallisin. Yleisiä salasanoja ja käyttäjätunnuksen sisältäviä salasanoja ei hyväksytä.',
  'shell.account.password.submit': 'Vaihda salasana',
  'shell.account.password.changed': 'Salasana on vaihdettu. Muut kirjautumisesi on kirjattu ulos.',
  'shell.account.delete.heading': 'Poista käyttäjätili',
  'shell.account.delete.description':
    'Käyttäjätilin poistaminen poistaa kirjautumistietosi ja käyttöpaikkojesi liitokset tiliin. Poistoa ei voi perua.',
  'shell.account.delete.button': 'Poista käyttäjätili',
  'shell.account.delete.confirmTitle': 'Poistetaanko käyttäjätili?',
  'shell.account.delete.confirmBody':
    'Käyttäjätilisi poistetaan pysyvästi, ja sinut kirjataan ulos. Poistoa ei voi perua.',
  'shell.account.delete.confirm': 'Poista tili',
  'shell.account.delete.failed':
    'Käyttäjätilin poistaminen epäonnistui. Palvelu voi olla tilapäisesti poissa käytöstä. Yritä myöhemmin uudelleen.',
} satisfies Record<string, string>;
