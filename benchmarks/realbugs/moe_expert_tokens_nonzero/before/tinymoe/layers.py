"""Mixture-of-experts feed-forward block with top-k routing."""

import jax
import jax.numpy as jnp


def dense_init(key, fan_in, fan_out):
    return jax.random.normal(key, (fan_in, fan_out)) / jnp.sqrt(fan_in)


class MoEBlock:
    def __init__(self, d_model, d_hidden, num_experts, top_k):
        self.d_model = d_model
        self.d_hidden = d_hidden
        self.num_experts = num_experts
        self.top_k = top_k

    def init(self, key):
        router_key, *expert_keys = jax.random.split(key, self.num_experts + 1)
        experts = []
        for expert_key in expert_keys:
            up_key, down_key = jax.random.split(expert_key)
            experts.append({"up": dense_init(up_key, self.d_model, self.d_hidden),
                            "down": dense_init(down_key, self.d_hidden, self.d_model)})
        return {"router": dense_init(router_key, self.d_model, self.num_experts), "experts": experts}

    def route(self, params, tokens):
        logits = tokens @ params["router"]
        top_logits, top_index = jax.lax.top_k(logits, self.top_k)
        top_weights = jax.nn.softmax(top_logits, axis=-1)
        one_hot = jax.nn.one_hot(top_index, self.num_experts)
        return jnp.sum(one_hot * top_weights[..., None], axis=1)

    @staticmethod
    def expert(expert_params, tokens):
        return jax.nn.gelu(tokens @ expert_params["up"]) @ expert_params["down"]

    def __call__(self, params, tokens):
        gates = self.route(params, tokens)
        out = jnp.zeros_like(tokens)
        for e in range(self.num_experts):
            token_index = jnp.nonzero(gates[:, e] > 0)[0]  # expect: JXL106
            expert_out = self.expert(params["experts"][e], tokens[token_index])
            out = out.at[token_index].add(gates[token_index, e][:, None] * expert_out)
        return out
