import jax
import jax.numpy as jnp


def shoot(energy, potential, length=1.0, n_points=2000, slope=1.0):
    """Integrate psi'' = 2 (V(x) - E) psi from psi(0) = 0, psi'(0) = slope with RK4 and return psi(L)."""
    x = jnp.linspace(0.0, length, n_points)
    h = x[1] - x[0]

    def rhs(xi, state):
        psi, dpsi = state
        return jnp.array([dpsi, 2.0 * (potential(xi) - energy) * psi])

    def step(state, xi):
        k1 = rhs(xi, state)
        k2 = rhs(xi + 0.5 * h, state + 0.5 * h * k1)
        k3 = rhs(xi + 0.5 * h, state + 0.5 * h * k2)
        k4 = rhs(xi + h, state + h * k3)
        return state + h / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4), None

    end, _ = jax.lax.scan(step, jnp.array([0.0, slope]), x[:-1])  # expect: JXL504
    return end[0]
