import jax

from .model import nt_xent, project


def make_train_step(augmenter, lr=0.05, temperature=0.5):
    def loss_fn(params, images, key):
        view1, view2 = augmenter(images, key)
        return nt_xent(project(params, view1), project(params, view2), temperature)

    @jax.jit
    def train_step(params, images, key):
        loss, grads = jax.value_and_grad(loss_fn)(params, images, key)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss

    return train_step
