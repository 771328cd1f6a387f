import jax
import jax.numpy as jnp


def patch_classifier_loss(params, patches, labels):
    pooled = jnp.mean(jnp.tanh(patches @ params["embed"]), axis=1)
    logits = pooled @ params["head"]
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1))


class Trainer:
    def __init__(self, params, schedule):
        self.params = params
        self.schedule = schedule
        self.step = 0
        self._update = jax.jit(self._update_fn)

    def _update_fn(self, params, step, patches, labels):
        loss, grads = jax.value_and_grad(patch_classifier_loss)(params, patches, labels)
        lr = self.schedule(step)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss, lr

    def train_batch(self, patches, labels):
        self.params, loss, lr = self._update(self.params, self.step, patches, labels)
        self.step += 1
        return float(loss), float(lr)
