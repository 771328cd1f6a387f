import jax.numpy as jnp


class BirthDeath:
    """Constitutive mRNA transcription and first-order decay."""

    stoichiometry = jnp.array([1, -1])

    def __init__(self, transcription_rate, decay_rate):
        self.transcription_rate = transcription_rate
        self.decay_rate = decay_rate

    def propensities(self, count):
        return jnp.array([self.transcription_rate, self.decay_rate * count])
