from embedtrain.losses import update


class PairTrainer:
    """Learns a projection from labelled pairs, widening the margin a little after every step."""

    def __init__(self, projection, start_margin=0.5, margin_growth=0.05, max_margin=2.0):
        self.projection = projection
        self.margin = start_margin
        self.margin_growth = margin_growth
        self.max_margin = max_margin

    def fit(self, pairs, num_steps):
        left, right, same = pairs
        for _ in range(num_steps):
            self.projection = update(self.projection, left, right, same, margin=self.margin)
            self.margin = min(self.margin + self.margin_growth, self.max_margin)
        return self.projection
