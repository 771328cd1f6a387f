import jax.numpy as jnp


def sphere(center, radius):
    center = jnp.asarray(center)
    return lambda p: jnp.linalg.norm(p - center) - radius


def box(center, half_size):
    center, half_size = jnp.asarray(center), jnp.asarray(half_size)

    def distance(p):
        q = jnp.abs(p - center) - half_size
        outside = jnp.sqrt(jnp.sum(jnp.maximum(q, 0.0) ** 2) + 1e-12)
        return outside + jnp.minimum(jnp.max(q), 0.0)
    return distance


def plane(height):
    return lambda p: p[1] - height


def union(d1, d2):
    """Union of two solids: the nearer surface wins."""
    return min(d1, d2)  # expect: JXL103
