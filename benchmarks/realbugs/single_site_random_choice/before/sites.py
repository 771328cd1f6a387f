import random


def choose_site(params):
    """Pick the latent site to update in this step."""
    return random.choice(sorted(params))  # expect: JXL402
