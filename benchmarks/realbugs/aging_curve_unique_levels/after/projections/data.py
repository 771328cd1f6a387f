import jax


def synthetic_pitchers(key, n=200, n_ages=15):
    age_key, noise_key = jax.random.split(key)
    age_idx = jax.random.randint(age_key, (n,), 0, n_ages)
    ages = age_idx + 20 - 28.0
    stuff = 1.0 + 0.05 * ages - 0.01 * ages ** 2 + 0.1 * jax.random.normal(noise_key, (n,))
    return age_idx, stuff
