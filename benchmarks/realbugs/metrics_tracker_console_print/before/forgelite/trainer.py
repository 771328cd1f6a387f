import jax
import jax.numpy as jnp

from .model import char_loss


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(x ** 2) for x in jax.tree_util.tree_leaves(tree)))


class Trainer:
    def __init__(self, tracker, learning_rate=0.5):
        self.tracker = tracker
        self.learning_rate = learning_rate
        self.step_fn = jax.jit(self.train_step)

    def train_step(self, params, contexts, targets, step):
        loss, grads = jax.value_and_grad(char_loss)(params, contexts, targets)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        self.tracker.log(step, {"loss": loss, "grad_norm": global_norm(grads)})
        return params, loss

    def fit(self, params, batches):
        losses = []
        for step, (contexts, targets) in enumerate(batches):
            params, loss = self.step_fn(params, contexts, targets, step)
            losses.append(float(loss))
        return params, losses
