import jax
import jax.numpy as jnp

from lowrank.data import item_popularity, synthetic_ratings
from lowrank.fit import MFTrainer
from lowrank.model import MatrixFactorization

NUM_USERS, NUM_ITEMS = 60, 40


def main(num_steps=200):
    users, items, ratings = synthetic_ratings(NUM_USERS, NUM_ITEMS)
    model = MatrixFactorization(NUM_USERS, NUM_ITEMS, rank=4, popularity=item_popularity(items, NUM_ITEMS))
    trainer = MFTrainer(model)
    params = model.init(jax.random.PRNGKey(0))
    for _ in range(num_steps):
        params, loss = trainer.step(params, users, items, ratings)
    rmse = float(jnp.sqrt(jnp.mean((model.predict(params, users, items) - ratings) ** 2)))
    return float(loss), rmse


if __name__ == "__main__":
    print("train loss %.3f, rmse %.3f" % main())
