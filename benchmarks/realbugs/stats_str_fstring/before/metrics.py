class Stats:
    def __init__(self, loss, accuracy):
        self.loss = loss
        self.accuracy = accuracy

    def __str__(self):
        return f"loss={self.loss:.4f} acc={self.accuracy:.2%}"  # expect: JXL104
