import jax
import jax.numpy as jnp

from .sampling import sample_negatives


class FactorizationModel:
    def __init__(self, n_users, n_items, dim=8, n_negatives=16):
        self.n_users = n_users
        self.n_items = n_items
        self.dim = dim
        self.n_negatives = n_negatives

    def init(self, key):
        user_key, item_key = jax.random.split(key)
        return {
            "users": 0.1 * jax.random.normal(user_key, (self.n_users, self.dim)),
            "items": 0.1 * jax.random.normal(item_key, (self.n_items, self.dim)),
        }

    def ranking_loss(self, params, key, user, positive):
        negatives = sample_negatives(key, self.n_items, self.n_negatives)
        u = params["users"][user]
        pos_score = u @ params["items"][positive]
        neg_scores = params["items"][negatives] @ u
        loss = jnp.mean(jax.nn.softplus(1.0 - pos_score + neg_scores))
        return loss, negatives
