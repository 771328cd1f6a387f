import functools

import jax

from lmwarm.model import next_token_loss


class Trainer:
    def __init__(self, schedule):
        self.schedule = schedule
        self.train_step = jax.jit(functools.partial(sgd_step, schedule=schedule), static_argnames=("step",))

    def fit(self, params, batches, start_step=0):
        losses = []
        for offset, tokens in enumerate(batches):
            params, loss = self.train_step(params, tokens, step=start_step + offset)  # expect: JXL503
            losses.append(float(loss))
        return params, losses


def sgd_step(params, tokens, step, schedule):
    learning_rate = schedule(step)
    loss, grads = jax.value_and_grad(next_token_loss)(params, tokens)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss
