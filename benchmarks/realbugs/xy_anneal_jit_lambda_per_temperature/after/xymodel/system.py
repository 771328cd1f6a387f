import jax
import jax.numpy as jnp
import numpy as np

from xymodel.lattice import checkerboard, energy_per_spin, neighbour_sum


class XYSystem:
    """Planar spins on a square lattice, updated by checkerboard Metropolis sweeps."""

    def __init__(self, width=16, coupling=1.0, max_step=1.0, sweeps_per_temperature=200):
        self.width = width
        self.coupling = coupling
        self.max_step = max_step
        self.sweeps_per_temperature = sweeps_per_temperature
        self.parity = checkerboard(width)
        self._equilibrate = jax.jit(self.equilibrate)

    def sweep(self, theta, key, beta):
        for colour in (0, 1):
            key, step_key, accept_key = jax.random.split(key, 3)
            proposal = theta + self.max_step * jax.random.uniform(step_key, theta.shape, minval=-1.0, maxval=1.0)
            delta = -self.coupling * (neighbour_sum(theta, proposal) - neighbour_sum(theta, theta))
            accept = (jax.random.uniform(accept_key, theta.shape) < jnp.exp(-beta * delta)) & (self.parity == colour)
            theta = jnp.where(accept, proposal, theta)
        return theta

    def equilibrate(self, theta, key, beta):
        def body(theta, sweep_key):
            return self.sweep(theta, sweep_key, beta), None

        return jax.lax.scan(body, theta, jax.random.split(key, self.sweeps_per_temperature))[0]

    def annealing(self, theta, key, t_init=2.5, t_final=0.1, nsteps=10):
        """Cool from t_init to t_final, equilibrating at each temperature; the energy per spin of each."""
        energies = []
        for temperature in np.linspace(t_init, t_final, nsteps):
            key, run_key = jax.random.split(key)
            theta = self._equilibrate(theta, run_key, 1.0 / temperature)
            energies.append(float(energy_per_spin(theta, self.coupling)))
        return theta, energies
