import jax

from packnet import num_parameters, predict


def main():
    param_key, input_key = jax.random.split(jax.random.PRNGKey(0))
    flat_params = 0.1 * jax.random.normal(param_key, (num_parameters(),))
    inputs = jax.random.normal(input_key, (5, 8))
    return predict(flat_params, inputs)


if __name__ == "__main__":
    print(main())
