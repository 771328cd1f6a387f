"""Train the encoder on a copy task."""

import jax

from nlt.data import copy_task_batches
from nlt.model import init_params, loss_fn
from nlt.optim import Momentum

VOCAB, D_MODEL, D_FF = 32, 32, 64
OPTIMIZER = Momentum(learning_rate=0.1)


def train(params, velocity, batches):
    losses = []
    for tokens, targets in batches:
        grad_fn = jax.jit(jax.value_and_grad(loss_fn))  # expect: JXL501
        loss, grads = grad_fn(params, tokens, targets)
        params, velocity = OPTIMIZER.apply_gradient(params, velocity, grads)
        losses.append(loss)
    return params, velocity, losses


def setup(seed: int = 0):
    params = init_params(jax.random.PRNGKey(seed), VOCAB, D_MODEL, D_FF)
    return params, OPTIMIZER.init(params)


if __name__ == "__main__":
    params, velocity = setup()
    params, velocity, losses = train(params, velocity, copy_task_batches(jax.random.PRNGKey(1), 50))
    print("first", float(losses[0]), "last", float(losses[-1]))
