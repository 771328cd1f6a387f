import jax
import jax.numpy as jnp


def rk4_step(rhs, y, t, dt):
    k1 = rhs(y, t)
    k2 = rhs(y + 0.5 * dt * k1, t + 0.5 * dt)
    k3 = rhs(y + 0.5 * dt * k2, t + 0.5 * dt)
    k4 = rhs(y + dt * k3, t + dt)
    return y + dt / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)


def integrate(rhs, y0, t0, dt, num_steps):
    """States after each of `num_steps` RK4 steps."""
    def body(carry, _):
        y, t = carry
        y_next = rk4_step(rhs, y, t, dt)
        print(f"t = {t}, |y| = {jnp.linalg.norm(y_next)}")  # expect: JXL201
        return (y_next, t + dt), y_next

    _, trajectory = jax.lax.scan(body, (y0, t0), None, length=num_steps)
    return trajectory
