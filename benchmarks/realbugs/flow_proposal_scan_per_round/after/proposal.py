import jax
import jax.numpy as jnp


class FlowProposal:
    """Independence Metropolis proposal from a (here affine) normalizing flow."""

    def __init__(self, log_prob, shift, log_scale, n_steps=16):
        self.log_prob = log_prob
        self.shift = shift
        self.log_scale = log_scale
        self.n_steps = n_steps
        # Jitted once: its loop body is traced with it, instead of a fresh closure compiled on every round.
        self.sample = jax.jit(self._sample)

    def _draw(self, key):
        z = jax.random.normal(key, self.shift.shape)
        x = self.shift + jnp.exp(self.log_scale) * z
        log_q = jnp.sum(-0.5 * z ** 2 - self.log_scale)
        return x, log_q

    def _flow_log_prob(self, x):
        z = (x - self.shift) * jnp.exp(-self.log_scale)
        return jnp.sum(-0.5 * z ** 2 - self.log_scale)

    def _sample(self, key, position):
        def body(carry, step_key):
            x, log_p, log_q = carry
            draw_key, accept_key = jax.random.split(step_key)
            proposal, proposal_log_q = self._draw(draw_key)
            proposal_log_p = self.log_prob(proposal)
            log_ratio = proposal_log_p - log_p + log_q - proposal_log_q
            accept = jnp.log(jax.random.uniform(accept_key)) < log_ratio
            x = jnp.where(accept, proposal, x)
            log_p = jnp.where(accept, proposal_log_p, log_p)
            log_q = jnp.where(accept, proposal_log_q, log_q)
            return (x, log_p, log_q), x

        init = (position, self.log_prob(position), self._flow_log_prob(position))
        _, chain = jax.lax.scan(body, init, jax.random.split(key, self.n_steps))
        return chain
