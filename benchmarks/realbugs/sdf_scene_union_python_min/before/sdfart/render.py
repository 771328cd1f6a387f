import jax
import jax.numpy as jnp


def sphere_trace(scene, origin, direction, num_steps=64, max_dist=20.0):
    def march(_, t):
        return jnp.minimum(t + scene.distance(origin + t * direction), max_dist)

    return jax.lax.fori_loop(0, num_steps, march, 0.0)


def shade(scene, origin, direction, light=jnp.array([0.6, 0.7, -0.4])):
    t = sphere_trace(scene, origin, direction)
    hit = origin + t * direction
    normal = jax.grad(scene.distance)(hit)
    normal = normal / (jnp.linalg.norm(normal) + 1e-8)
    diffuse = jnp.clip(jnp.dot(normal, light / jnp.linalg.norm(light)), 0.0, 1.0)
    return jnp.where(t < 19.9, 0.1 + 0.9 * diffuse, 0.0)


class Camera:
    def __init__(self, position=(0.0, 1.0, -4.0), width=48, height=32, fov=0.8):
        self.position = jnp.asarray(position)
        self.width = width
        self.height = height
        self.fov = fov

    def rays(self):
        u = jnp.linspace(-self.fov, self.fov, self.width)
        v = jnp.linspace(self.fov, -self.fov, self.height) * self.height / self.width
        uu, vv = jnp.meshgrid(u, v)
        dirs = jnp.stack([uu, vv - 0.2, jnp.ones_like(uu)], axis=-1)
        return dirs / jnp.linalg.norm(dirs, axis=-1, keepdims=True)


def render(scene, camera):
    dirs = camera.rays().reshape(-1, 3)
    pixel = jax.jit(jax.vmap(lambda d: shade(scene, camera.position, d)))
    return pixel(dirs).reshape(camera.height, camera.width)
