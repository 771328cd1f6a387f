import jax

from gp import logpdf


def loss_fn(lengthscale, x, y):
    return -logpdf(y, x, lengthscale)


grad_fn = jax.jit(jax.grad(loss_fn))
