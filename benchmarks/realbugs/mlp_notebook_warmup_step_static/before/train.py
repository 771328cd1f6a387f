import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import Config
from model import cross_entropy, l2, mlp
from utils import init_mlp, load_digits_like, minibatches


def learning_rate(step, config):
    if step < config.warmup_steps:
        return config.peak_lr * (step + 1) / config.warmup_steps
    return config.peak_lr


@functools.partial(jax.jit, static_argnames=("step", "config"))
def train_step(params, x, y, step, config):
    def objective(p):
        return cross_entropy(p, x, y) + config.weight_decay * l2(p)
    loss, grads = jax.value_and_grad(objective)(params)
    lr = learning_rate(step, config)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


def main(config=Config()):
    x, y = load_digits_like()
    params = init_mlp(jax.random.PRNGKey(0), [784, config.hidden, 10])
    rng = np.random.default_rng(0)
    step = 0
    for epoch in range(config.epochs):
        for xb, yb in minibatches(x, y, config.batch_size, rng):
            params, loss = train_step(params, xb, yb, step=step, config=config)  # expect: JXL503
            step += 1
        accuracy = float(jnp.mean(jnp.argmax(mlp(params, x), axis=1) == y))
        print(f"epoch {epoch}: loss {float(loss):.4f}, train accuracy {accuracy:.3f}")
    return params, x, y, step


if __name__ == "__main__":
    main()
