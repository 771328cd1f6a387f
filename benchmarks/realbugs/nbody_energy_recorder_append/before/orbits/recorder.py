import jax.numpy as jnp


class EnergyRecorder:
    """Keeps the total energy along the run, to check the integrator's energy conservation afterwards."""

    def __init__(self):
        self.times = []
        self.energies = []

    def record(self, time, energy):
        self.times.append(time)  # expect: JXL202
        self.energies.append(energy)  # expect: JXL202

    def relative_drift(self):
        energies = jnp.stack(self.energies)
        return jnp.max(jnp.abs((energies - energies[0]) / energies[0]))
