import jax
import jax.numpy as jnp


class MatrixFactorization:
    """Low-rank user and item embeddings plus biases, with a popularity prior on the item bias."""

    def __init__(self, num_users, num_items, rank, popularity, prior_weight=2.0):
        self.num_users = num_users
        self.num_items = num_items
        self.rank = rank
        self.popularity = popularity
        self.prior_weight = prior_weight

    def init(self, key):
        u_key, v_key = jax.random.split(key)
        return {"user": 0.1 * jax.random.normal(u_key, (self.num_users, self.rank)),
                "item": 0.1 * jax.random.normal(v_key, (self.num_items, self.rank)),
                "item_bias": jnp.zeros(self.num_items),
                "global_bias": jnp.asarray(3.0)}

    def score(self, params, user, item):
        prior = self.popularity[item]  # expect: JXL104
        affinity = params["user"][user] @ params["item"][item]
        return params["global_bias"] + params["item_bias"][item] + self.prior_weight * prior + affinity

    def predict(self, params, users, items):
        return jax.vmap(self.score, in_axes=(None, 0, 0))(params, users, items)
