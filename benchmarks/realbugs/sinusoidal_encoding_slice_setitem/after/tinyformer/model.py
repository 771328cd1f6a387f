import jax
import jax.numpy as jnp

from .encoding import PositionalEncoding


class AttentionPoolClassifier:
    """Token embeddings plus sinusoidal positions, pooled by one learned-query attention head, then a linear head."""

    def __init__(self, vocab_size, num_classes, d_model=32, max_len=64):
        self.vocab_size = vocab_size
        self.num_classes = num_classes
        self.d_model = d_model
        self.positions = PositionalEncoding(max_len, d_model)

    def init(self, key):
        k_emb, k_q, k_k, k_v, k_out = jax.random.split(key, 5)
        scale = 1.0 / jnp.sqrt(self.d_model)
        return {"embed": jax.random.normal(k_emb, (self.vocab_size, self.d_model)),
                "query": jax.random.normal(k_q, (self.d_model,)),
                "w_k": scale * jax.random.normal(k_k, (self.d_model, self.d_model)),
                "w_v": scale * jax.random.normal(k_v, (self.d_model, self.d_model)),
                "out": scale * jax.random.normal(k_out, (self.d_model, self.num_classes))}

    def __call__(self, params, tokens):
        x = self.positions(params["embed"][tokens])
        scores = (x @ params["w_k"]) @ params["query"] / jnp.sqrt(self.d_model)
        weights = jax.nn.softmax(scores, axis=-1)
        pooled = jnp.einsum("bt,btd->bd", weights, x @ params["w_v"])
        return pooled @ params["out"]

    def loss(self, params, tokens, labels):
        logp = jax.nn.log_softmax(self(params, tokens))
        return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))
