import jax
import jax.numpy as jnp


def edge_absorber(width):
    """Mask rising from 0 at the wall to 1 inside: multiplies psi near the edges to absorb outgoing waves."""
    return jnp.sin(0.5 * jnp.pi * jnp.arange(width) / width) ** 0.25


class SplitStepSolver:
    """Strang splitting of i dpsi/dt = H psi: half a potential step, the kinetic step in k-space, another half."""

    def __init__(self, grid, potential, dt=0.05, absorber_width=100):
        self.grid = grid
        self.dt = dt
        self.half_potential = jnp.exp(-0.5j * dt * potential)
        self.kinetic = jnp.exp(-0.5j * dt * grid.k ** 2)
        self.absorber = edge_absorber(absorber_width)
        self.absorber_width = absorber_width
        self.evolve = jax.jit(self._evolve, static_argnames=("n_steps",))

    def absorb(self, psi):
        w = self.absorber_width
        psi.at[:w].multiply(self.absorber)  # expect: JXL302
        psi.at[-w:].multiply(self.absorber[::-1])  # expect: JXL302
        return psi

    def step(self, psi, _):
        psi = self.half_potential * psi
        psi = jnp.fft.ifft(self.kinetic * jnp.fft.fft(psi))
        psi = self.half_potential * psi
        return self.absorb(psi), None

    def _evolve(self, psi, n_steps):
        psi, _ = jax.lax.scan(self.step, psi, None, length=n_steps)
        return psi
