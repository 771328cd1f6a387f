import jax
import jax.numpy as jnp

from bnreg.model import BNRegressor
from bnreg.state import StatsStore
from bnreg.trainer import Trainer


def make_data(key, n=256, dim=6):
    x_key, w_key = jax.random.split(key)
    x = 5.0 + 2.0 * jax.random.normal(x_key, (n, dim))
    return x, jnp.tanh((x - 5.0) @ jax.random.normal(w_key, (dim,)))


def main(num_steps=60):
    x, y = make_data(jax.random.PRNGKey(0))
    model = BNRegressor(x.shape[1])
    params = model.init(jax.random.PRNGKey(1))
    store = StatsStore(model.init_stats())
    trainer = Trainer(model, store)
    for _ in range(num_steps):
        params, new_stats, loss = trainer.train_step(params, store.get(), x, y)
        store.put(new_stats)
    test_mse = float(jnp.mean((trainer.predict(params, store.get(), x) - y) ** 2))
    return float(loss), test_mse, store


if __name__ == "__main__":
    print(main()[:2])
