import jax
import jax.numpy as jnp

from bayesexpr import SGLD, LogisticPosterior, minibatches


def simulate_cohort(key, n_patients=400, n_genes=8):
    key_x, key_y = jax.random.split(key)
    expression = jax.random.normal(key_x, (n_patients, n_genes))
    true_effect = jnp.linspace(-1.0, 1.0, n_genes)
    status = jax.random.bernoulli(key_y, jax.nn.sigmoid(expression @ true_effect)).astype(jnp.float32)
    return expression, status


def sample(sampler, position, batches, key, num_steps, step_size=1e-3):
    step = sampler.jitted_step
    trace = []
    for _ in range(num_steps):
        key, subkey = jax.random.split(key)
        position = step(subkey, position, next(batches), step_size)
        trace.append(position)
    return jnp.stack(trace)


def main(num_steps=40):
    expression, status = simulate_cohort(jax.random.PRNGKey(0))
    posterior = LogisticPosterior(prior_scale=1.0, data_size=expression.shape[0])
    sampler = SGLD(posterior.grad_estimator)
    batches = minibatches(expression, status, batch_size=50)
    trace = sample(sampler, jnp.zeros(expression.shape[1]), batches, jax.random.PRNGKey(1), num_steps)
    return sampler, trace, batches


if __name__ == "__main__":
    _, trace, _ = main()
    print("posterior mean effect", trace[len(trace) // 2:].mean(axis=0))
