import equinox as eqx
import jax
import jax.numpy as jnp

from .steps import relative_step


def loss_fn(scene, image):
    return jnp.sum((scene.render(image.shape) - image) ** 2)


@eqx.filter_jit
def make_step(scene, image, iteration):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(scene, image)
    steps = jax.tree.map(lambda p: relative_step(p, iteration), scene)
    norms = jax.tree.map(lambda g: jnp.sqrt(jnp.sum(g ** 2)) + 1e-12, grads)
    scene = jax.tree.map(lambda p, g, s, n: p - s * g / n, scene, grads, steps, norms)
    return scene, loss


def fit(scene, image, max_iter=20):
    iteration = jnp.zeros((), jnp.int32)
    losses = []
    for _ in range(max_iter):
        scene, loss = make_step(scene, image, iteration)
        iteration = iteration + 1
        losses.append(float(loss))
    return scene, losses
