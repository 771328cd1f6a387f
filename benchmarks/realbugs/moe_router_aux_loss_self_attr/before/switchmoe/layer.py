import jax
import jax.numpy as jnp

from .router import TopKRouter


class MoEFeedForward:
    def __init__(self, d_model, d_hidden, num_experts, k=2):
        self.d_model = d_model
        self.d_hidden = d_hidden
        self.num_experts = num_experts
        self.router = TopKRouter(num_experts, k)

    def init(self, key):
        k_r, k_1, k_2 = jax.random.split(key, 3)
        e, d, h = self.num_experts, self.d_model, self.d_hidden
        return {
            "router": jax.random.normal(k_r, (d, e)) * 0.02,
            "w1": jax.random.normal(k_1, (e, d, h)) / jnp.sqrt(d),
            "w2": jax.random.normal(k_2, (e, h, d)) / jnp.sqrt(h),
        }

    def __call__(self, params, x):
        gates, top_idx = self.router(params["router"], x)
        # Dense dispatch: every expert runs on every token, weighted by the token's gate for it (0 if not chosen).
        expert_out = jnp.einsum("teh,ehd->ted", jax.nn.gelu(jnp.einsum("td,edh->teh", x, params["w1"])), params["w2"])
        weights = jnp.sum(jax.nn.one_hot(top_idx, self.num_experts) * gates[..., None], axis=-2)
        return jnp.einsum("te,ted->td", weights, expert_out)
