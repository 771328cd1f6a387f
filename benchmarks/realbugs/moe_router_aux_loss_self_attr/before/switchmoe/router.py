import jax
import jax.numpy as jnp


class TopKRouter:
    """Top-k gating: softmax over the k selected logits, plus the load-balancing loss E * sum_e f_e P_e."""

    def __init__(self, num_experts, k=2):
        self.num_experts = num_experts
        self.k = k
        self.aux_loss = 0.0

    def __call__(self, router_w, x):
        logits = x @ router_w
        top_vals, top_idx = jax.lax.top_k(logits, self.k)
        gates = jax.nn.softmax(top_vals, axis=-1)
        probs = jax.nn.softmax(logits, axis=-1)
        routed = jax.nn.one_hot(top_idx, self.num_experts).max(axis=-2)
        self.aux_loss = self.num_experts * jnp.sum(routed.mean(axis=0) * probs.mean(axis=0))  # expect: JXL202
        return gates, top_idx
