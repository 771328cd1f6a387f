import jax
import jax.numpy as jnp


class OverdampedLangevin:
    """Euler-Maruyama steps of dX = -grad U(X) dt + sqrt(2 T) dW, with the arena's boundary applied each step."""

    def __init__(self, potential, arena, dt, temperature):
        self.potential = potential
        self.arena = arena
        self.dt = dt
        self.temperature = temperature
        self.simulate = jax.jit(self._simulate, static_argnums=2)

    def step(self, positions, key):
        noise = jax.random.normal(key, positions.shape)
        drift = -self.potential.grad(positions) * self.dt
        moved = positions + drift + jnp.sqrt(2.0 * self.temperature * self.dt) * noise
        return self.arena.reflect(moved)

    def _simulate(self, positions, key, num_steps):
        def body(pos, key):
            pos = self.step(pos, key)
            return pos, pos.mean(axis=0)

        return jax.lax.scan(body, positions, jax.random.split(key, num_steps))
