import jax
import jax.numpy as jnp
from jax.scipy.linalg import expm


class PulseSolver:
    """Piecewise-constant propagation of a qubit state under a sampled drive envelope."""

    def __init__(self, drift, drive, dt):
        self.drift = drift
        self.drive = drive
        self.dt = dt
        self._simulate = jax.jit(self._sim_function)

    def _sim_function(self, amps, psi):
        def step(state, amp):
            hamiltonian = self.drift + amp * self.drive
            return expm(-1j * self.dt * hamiltonian) @ state, None

        final, _ = jax.lax.scan(step, psi, amps)
        return final

    def solve(self, amplitudes, psi0):
        return self._simulate(amplitudes, psi0)

    def excited_population(self, amplitudes, psi0):
        final = self.solve(amplitudes, psi0)
        return jnp.abs(final[1]) ** 2
