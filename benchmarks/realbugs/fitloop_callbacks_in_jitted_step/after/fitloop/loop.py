import jax
import jax.numpy as jnp


def make_train_step(loss_fn, learning_rate):
    def train_step(params, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        step_metrics = {"loss": loss, "grad_norm": jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(grads)))}
        return params, step_metrics

    return jax.jit(train_step)


def fit(params, batches, loss_fn, learning_rate, callbacks=()):
    train_step = make_train_step(loss_fn, learning_rate)
    for batch in batches:
        params, step_metrics = train_step(params, batch)
        # callbacks run in Python on the metrics the compiled step returned, once per step
        step_metrics = {name: float(value) for name, value in step_metrics.items()}
        for callback in callbacks:
            callback.on_step_end(step_metrics)
    return params
