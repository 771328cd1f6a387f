import jax.numpy as jnp


class EnergyRecorder:
    """Keeps the total energy along the run, to check the integrator's energy conservation afterwards."""

    def __init__(self):
        self.times = []
        self.energies = []

    def record(self, times, energies):
        self.times.extend(float(t) for t in times)
        self.energies.extend(float(e) for e in energies)

    def relative_drift(self):
        energies = jnp.asarray(self.energies)
        return jnp.max(jnp.abs((energies - energies[0]) / energies[0]))
