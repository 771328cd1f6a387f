import equinox as eqx
import jax

from pinnlab.loss import residual_loss


@eqx.filter_jit
def make_step(model, key, learning_rate, num_points=64):
    (loss, xs), grads = eqx.filter_value_and_grad(residual_loss, has_aux=True)(model, key, num_points)
    updates = jax.tree_util.tree_map(lambda g: -learning_rate * g, grads)
    return eqx.apply_updates(model, updates), loss, xs


def train(model, key, num_steps=300, learning_rate=2e-3):
    losses, used_points = [], []
    for step_key in jax.random.split(key, num_steps):
        model, loss, xs = make_step(model, step_key, learning_rate)
        losses.append(float(loss))
        used_points.append(xs)
    return model, losses, used_points
