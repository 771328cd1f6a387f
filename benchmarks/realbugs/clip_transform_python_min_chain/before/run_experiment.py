import jax
import jax.numpy as jnp

from legotx.registry import build_optimizer
from legotx.train import TrainState, init_classifier, make_train_step

CONFIG = {"name": "adamw_clipped", "lr": 3e-3, "clip_norm": 1.0, "weight_decay": 1e-4}


def blobs(key, n=512, classes=4):
    c_key, x_key = jax.random.split(key)
    centres = 3.0 * jax.random.normal(c_key, (classes, 16))
    labels = jnp.arange(n) % classes
    return centres[labels] + jax.random.normal(x_key, (n, 16)), labels


def main(config=CONFIG, num_steps=100):
    x, labels = blobs(jax.random.PRNGKey(0))
    tx = build_optimizer(config)
    params = init_classifier(jax.random.PRNGKey(1), [16, 64, 4])
    state = TrainState(params, tx.init(params))
    train_step = make_train_step(tx)
    history = []
    for _ in range(num_steps):
        state, loss = train_step(state, x, labels)
        history.append(float(loss))
    return history


if __name__ == "__main__":
    history = main()
    print(f"loss {history[0]:.3f} -> {history[-1]:.3f}")
