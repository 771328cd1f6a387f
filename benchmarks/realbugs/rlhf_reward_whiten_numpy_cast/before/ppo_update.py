import jax
import jax.numpy as jnp

from rlhfkit.rewards import kl_penalized_rewards

KL_COEF = 0.05


def reward_model(params, responses):
    return jnp.tanh(responses @ params["w"]).astype(jnp.bfloat16)


def policy_logprobs(params, responses):
    return jax.nn.log_softmax(responses * params["scale"], axis=-1)


@jax.jit
def compute_rewards(rm_params, policy_params, ref_params, responses):
    scores = reward_model(rm_params, responses)
    return kl_penalized_rewards(scores, policy_logprobs(policy_params, responses),
                                policy_logprobs(ref_params, responses), KL_COEF)


def main(batch_size=8, dim=5):
    k_rm, k_resp = jax.random.split(jax.random.PRNGKey(0))
    rm_params = {"w": jax.random.normal(k_rm, (dim,))}
    responses = jax.random.normal(k_resp, (batch_size, dim))
    return compute_rewards(rm_params, {"scale": jnp.array(1.1)}, {"scale": jnp.array(1.0)}, responses)


if __name__ == "__main__":
    print(main())
