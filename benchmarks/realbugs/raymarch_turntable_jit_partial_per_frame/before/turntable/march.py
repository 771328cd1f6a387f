import jax
import jax.numpy as jnp


def march_ray(sdf, origin, direction, max_steps, eps):
    """Sphere tracing: step by the distance bound until within eps of a surface."""
    def not_done(state):
        t, d, i = state
        return (d > eps) & (i < max_steps) & (t < 20.0)

    def advance(state):
        t, _, i = state
        d = sdf(origin + t * direction)
        return t + d, d, i + 1

    t, d, _ = jax.lax.while_loop(not_done, advance, (0.0, 1.0, 0))
    return jnp.where(d <= eps, t, jnp.inf)


def depth_image(sdf, origin, directions, max_steps=64, eps=1e-3):
    return jax.vmap(lambda d: march_ray(sdf, origin, d, max_steps, eps))(directions)
