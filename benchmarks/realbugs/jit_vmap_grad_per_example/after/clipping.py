import jax

from losses import example_loss

per_example_grads = jax.jit(jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0)))


def clipped_mean_grad(w, xs, ys, clip=1.0):
    grads = per_example_grads(w, xs, ys)
    norms = jax.numpy.linalg.norm(grads, axis=-1, keepdims=True)
    return jax.numpy.mean(grads / jax.numpy.maximum(1.0, norms / clip), axis=0)
