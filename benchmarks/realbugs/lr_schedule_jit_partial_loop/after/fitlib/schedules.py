import math


def cosine_schedule(base_rate, num_epochs):
    def rate(epoch):
        return base_rate * 0.5 * (1.0 + math.cos(math.pi * epoch / num_epochs))
    return rate
