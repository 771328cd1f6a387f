import jax
import jax.numpy as jnp

from fitloop.early_stopping import EarlyStopping
from fitloop.model import init_mlp
from fitloop.trainer import Trainer


def make_split(key, n_train=256, n_val=128, dim=6, noise=0.3):
    k_w, k_x, k_noise = jax.random.split(key, 3)
    w = jax.random.normal(k_w, (dim,))
    x = jax.random.normal(k_x, (n_train + n_val, dim))
    y = jnp.sin(x @ w) + noise * jax.random.normal(k_noise, (n_train + n_val,))
    return (x[:n_train], y[:n_train]), (x[n_train:], y[n_train:])


def main(max_epochs=300, patience=5):
    key = jax.random.PRNGKey(0)
    k_data, k_init = jax.random.split(key)
    train, val = make_split(k_data)
    trainer = Trainer(EarlyStopping(patience=patience), learning_rate=0.1)
    params, history = trainer.fit(init_mlp(k_init, train[0].shape[1]), train, val, max_epochs)
    best = min(v for _, v in history)
    print(f"stopped after {len(history)} epochs, best validation loss {best:.4f}")
    return history


if __name__ == "__main__":
    main()
