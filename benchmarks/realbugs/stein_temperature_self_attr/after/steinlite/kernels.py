import jax
import jax.numpy as jnp


class RBFKernel:
    def __init__(self, bandwidth=1.0):
        self.bandwidth = bandwidth

    def __call__(self, x, y):
        return jnp.exp(-jnp.sum((x - y) ** 2) / (2.0 * self.bandwidth ** 2))

    def matrix_and_grad(self, particles):
        gram = jax.vmap(lambda x: jax.vmap(lambda y: self(x, y))(particles))(particles)
        grad_x = jax.vmap(lambda x: jax.vmap(lambda y: jax.grad(self)(y, x))(particles))(particles)
        return gram, grad_x
