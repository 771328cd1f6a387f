import jax
import jax.numpy as jnp

from symplectic.newton import newton_raphson


class ImplicitMidpoint:
    """z' = J grad H(z), solved at each step for the midpoint by Newton's method."""

    def __init__(self, hamiltonian):
        self.grad_h = jax.grad(hamiltonian)

    def vector_field(self, z):
        g = self.grad_h(z)
        half = z.shape[0] // 2
        return jnp.concatenate([g[half:], -g[:half]])

    def step(self, z, dt, newton_params):
        def residual(z_next):
            return z_next - z - dt * self.vector_field(0.5 * (z + z_next))

        return newton_raphson(residual, z + dt * self.vector_field(z), newton_params)

    def trajectory(self, z0, dt, num_steps, newton_params):
        def body(z, _):
            z = self.step(z, dt, newton_params)
            return z, z

        _, zs = jax.lax.scan(body, z0, None, length=num_steps)
        return zs
