import jax
import jax.numpy as jnp

from entitynet.preprocess import standardize_columns


def embedding_dim(cardinality):
    return min(8, (cardinality + 1) // 2)


class EntityEmbeddingNet:
    """Entity embeddings for the categorical columns, concatenated with the standardised numeric ones."""

    def __init__(self, categorical_columns, numeric_columns, cards, stats, hidden=32):
        self.categorical_columns = categorical_columns
        self.numeric_columns = numeric_columns
        self.cards = cards
        self.stats = stats
        self.hidden = hidden

    def init(self, key):
        keys = jax.random.split(key, len(self.cards) + 2)
        embeds = [0.1 * jax.random.normal(k, (c, embedding_dim(c))) for k, c in zip(keys, self.cards)]
        in_dim = sum(embedding_dim(c) for c in self.cards) + len(self.numeric_columns)
        return {"embeds": embeds,
                "w1": jax.random.normal(keys[-2], (in_dim, self.hidden)) / jnp.sqrt(in_dim),
                "w2": jax.random.normal(keys[-1], (self.hidden,)) / jnp.sqrt(self.hidden)}

    def numeric_features(self, x):
        x = standardize_columns(x, self.numeric_columns, self.stats.mean, self.stats.std)
        return x[:, self.numeric_columns]

    def logits(self, params, x):
        codes = x[:, self.categorical_columns].astype(jnp.int32)
        embedded = [table[codes[:, i]] for i, table in enumerate(params["embeds"])]
        h = jnp.concatenate(embedded + [self.numeric_features(x)], axis=1)
        return jax.nn.relu(h @ params["w1"]) @ params["w2"]

    def loss(self, params, x, y):
        z = self.logits(params, x)
        return jnp.mean(jnp.maximum(z, 0) - z * y + jnp.log1p(jnp.exp(-jnp.abs(z))))
