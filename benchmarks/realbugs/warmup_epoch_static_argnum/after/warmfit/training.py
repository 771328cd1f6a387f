import jax
import jax.numpy as jnp

from warmfit.schedules import WarmupScheduler

SCHEDULE = WarmupScheduler(base_lr=2.0, warmup_epochs=5)


def loss_fn(params, x, y):
    logits = x @ params["w"] + params["b"]
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


@jax.jit
def train_epoch(params, batches, epoch):
    """One epoch of SGD scanned over the stacked batches, at the learning rate the warmup gives this epoch."""
    lr = SCHEDULE(epoch)

    def step(params, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, *batch)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss

    params, losses = jax.lax.scan(step, params, batches)
    return params, jnp.mean(losses)
