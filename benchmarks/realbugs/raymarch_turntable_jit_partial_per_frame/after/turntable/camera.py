import jax.numpy as jnp


class OrbitCamera:
    """A camera circling the origin at a fixed height, looking at the origin."""

    def __init__(self, radius=4.0, height=1.5, width=40, aspect=0.75, fov=0.6):
        self.radius = radius
        self.height = height
        self.width = width
        self.rows = int(width * aspect)
        self.fov = fov

    def origin(self, angle):
        return jnp.array([self.radius * jnp.sin(angle), self.height, -self.radius * jnp.cos(angle)])

    def directions(self, angle):
        forward = -self.origin(angle) / jnp.linalg.norm(self.origin(angle))
        right = jnp.cross(jnp.array([0.0, 1.0, 0.0]), forward)
        right = right / jnp.linalg.norm(right)
        up = jnp.cross(forward, right)
        u = jnp.linspace(-self.fov, self.fov, self.width)
        v = jnp.linspace(self.fov, -self.fov, self.rows) * self.rows / self.width
        uu, vv = jnp.meshgrid(u, v)
        dirs = forward + uu[..., None] * right + vv[..., None] * up
        return (dirs / jnp.linalg.norm(dirs, axis=-1, keepdims=True)).reshape(-1, 3)
