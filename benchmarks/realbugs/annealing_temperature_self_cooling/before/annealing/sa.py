import jax
import jax.numpy as jnp

from annealing.objectives import normal_proposal


class SimulatedAnnealing:
    """Metropolis moves on `energy` at a temperature that decays geometrically each step."""

    def __init__(self, energy, key, initial_temperature, cooling_rate, proposal_scale, n_steps, verbose):
        self.energy = energy
        self.key = key
        self.temperature = initial_temperature
        self.cooling_rate = cooling_rate
        self.proposal_scale = proposal_scale
        self.n_steps = n_steps
        self.verbose = verbose
        self._step = jax.jit(self.step)

    def step(self, x, key):
        key_move, key_accept = jax.random.split(key)
        proposal = normal_proposal(key_move, x, self.proposal_scale)
        delta = self.energy(proposal) - self.energy(x)
        accept = jax.random.uniform(key_accept) < jnp.exp(-delta / self.temperature)
        x = jnp.where(accept, proposal, x)
        temperature = self.temperature
        self.temperature = self.temperature * self.cooling_rate  # expect: JXL202
        if self.verbose:
            print("T =", temperature, "E =", self.energy(x))  # expect: JXL201
        return x, temperature

    def run(self, x0):
        x = x0
        temperatures = []
        for key in jax.random.split(self.key, self.n_steps):
            x, temperature = self._step(x, key)
            temperatures.append(float(temperature))
        return x, temperatures
