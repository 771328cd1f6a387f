import jax
import jax.numpy as jnp
import numpy as np

from entitynet.model import EntityEmbeddingNet
from entitynet.preprocess import ColumnStats, cardinalities
from entitynet.trainer import Trainer

CATEGORICAL = [0, 1]       # merchant category, city
NUMERIC = [2, 3]           # purchase amount, days since first purchase


def synthetic_table(n=1000, seed=0):
    rng = np.random.default_rng(seed)
    category = rng.integers(0, 12, n)
    city = rng.integers(0, 30, n)
    amount = rng.gamma(2.0, 250.0, n)
    days = rng.integers(0, 2000, n)
    signal = 0.3 * (category % 3) - 0.002 * (amount - 500.0) + 0.0005 * (days - 1000.0)
    y = (signal + 0.5 * rng.normal(size=n) > 0).astype(np.float32)
    return np.stack([category, city, amount, days], axis=1).astype(np.float32), y


def main(num_steps=50):
    table, y = synthetic_table()
    stats = ColumnStats(NUMERIC).fit(table)
    model = EntityEmbeddingNet(CATEGORICAL, NUMERIC, cardinalities(table, CATEGORICAL), stats)
    trainer = Trainer(model)
    params = model.init(jax.random.PRNGKey(0))
    x = jnp.asarray(table)
    for _ in range(num_steps):
        params, loss = trainer.step(params, x, y)
    return trainer.features(x), float(loss)


if __name__ == "__main__":
    features, loss = main()
    print("numeric feature means", features.mean(axis=0), "loss", loss)
