"""A scCODA-like compositional model: cell-type counts per sample, effects relative to a reference type."""
import jax
import jax.numpy as jnp


def log_density(params, counts, covariates, reference_index):
    alpha, b_raw = params["alpha"], params["b_raw"]
    n_covariates = b_raw.shape[0]
    # the reference cell type has no effect: insert a zero column at its position
    left, right = b_raw[:, :reference_index], b_raw[:, reference_index:]  # expect: JXL106
    beta = jnp.concatenate([left, jnp.zeros((n_covariates, 1)), right], axis=1)
    logits = alpha[None, :] + covariates @ beta
    log_probs = jax.nn.log_softmax(logits, axis=-1)
    log_lik = jnp.sum(counts * log_probs)
    log_prior = -0.5 * jnp.sum(alpha ** 2) / 25.0 - 0.5 * jnp.sum(b_raw ** 2)
    return log_lik + log_prior


class CompositionalModel:
    def __init__(self, counts, covariates, reference_cell_type):
        self.counts = jnp.asarray(counts, dtype=jnp.float32)
        self.covariates = jnp.asarray(covariates, dtype=jnp.float32)
        self.reference_index = jnp.asarray(reference_cell_type)
        self.n_types = self.counts.shape[1]

    def init_params(self):
        return {"alpha": jnp.zeros(self.n_types), "b_raw": jnp.zeros((self.covariates.shape[1], self.n_types - 1))}

    def model_args(self):
        return (self.counts, self.covariates, self.reference_index)

    def run_sampler(self, key, num_samples=50, step_size=0.05):
        return _random_walk(key, self.init_params(), self.model_args(), num_samples, step_size)


def _random_walk(key, params, model_args, num_samples, step_size):
    @jax.jit
    def step(carry, key, model_args):
        params, log_p = carry
        k_prop, k_acc = jax.random.split(key)
        leaves, treedef = jax.tree_util.tree_flatten(params)
        noise = jax.random.split(k_prop, len(leaves))
        proposal = jax.tree_util.tree_unflatten(
            treedef, [x + step_size * jax.random.normal(k, x.shape) for x, k in zip(leaves, noise)])
        proposal_log_p = log_density(proposal, *model_args)
        accept = jnp.log(jax.random.uniform(k_acc)) < proposal_log_p - log_p
        params = jax.tree_util.tree_map(lambda a, b: jnp.where(accept, a, b), proposal, params)
        return params, jnp.where(accept, proposal_log_p, log_p)

    carry = (params, log_density(params, *model_args))
    samples = []
    for k in jax.random.split(key, num_samples):
        carry = step(carry, k, model_args)
        samples.append(carry[0])
    return samples
