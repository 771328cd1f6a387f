import jax
import jax.numpy as jnp


class MALASampler:
    def __init__(self, logpdf, step_size):
        self.logpdf = logpdf
        self.grad_logpdf = jax.grad(logpdf)
        self.step_size = step_size

    def _log_q(self, to, frm):
        mean = frm + self.step_size * self.grad_logpdf(frm)
        return -jnp.sum((to - mean) ** 2) / (4.0 * self.step_size)

    def sample(self, key, x0, n_steps):
        def body(i, carry):
            x, total_accepted, key = carry
            key, noise_key, accept_key = jax.random.split(key, 3)
            noise = jax.random.normal(noise_key, x.shape)
            proposal = x + self.step_size * self.grad_logpdf(x) + jnp.sqrt(2.0 * self.step_size) * noise
            log_ratio = (self.logpdf(proposal) + self._log_q(x, proposal)
                         - self.logpdf(x) - self._log_q(proposal, x))
            accept = jnp.log(jax.random.uniform(accept_key)) < log_ratio
            return jnp.where(accept, proposal, x), total_accepted + accept, key

        x, accepted, _ = jax.lax.fori_loop(0, n_steps, body, (x0, 0, key))  # expect: JXL504
        return x, accepted / n_steps
