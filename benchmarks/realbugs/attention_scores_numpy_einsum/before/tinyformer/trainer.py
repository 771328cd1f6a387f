import jax
import jax.numpy as jnp


class LMTrainer:
    def __init__(self, block, vocab_size, dim, learning_rate=0.05):
        self.block = block
        self.vocab_size = vocab_size
        self.dim = dim
        self.learning_rate = learning_rate
        self._loss_and_grad = jax.jit(jax.value_and_grad(self.loss))

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"embed": jax.random.normal(k1, (self.vocab_size, self.dim)) * 0.1, "block": self.block.init(k2)}

    def loss(self, params, tokens):
        x = params["embed"][tokens[:, :-1]]
        length = x.shape[1]
        causal = jnp.tril(jnp.ones((length, length), dtype=bool))[None, None]
        logits = self.block(params["block"], x, causal) @ params["embed"].T
        log_probs = jax.nn.log_softmax(logits)
        return -jnp.mean(jnp.take_along_axis(log_probs, tokens[:, 1:, None], axis=-1))

    def step(self, params, tokens):
        loss, grads = self._loss_and_grad(params, tokens)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss
